/*
 * banned.h: functions provdoc never calls. Included last by every source
 * file, so a use anywhere fails to compile. It declares nothing else.
 */
#ifndef PROVDOC_BANNED_H
#define PROVDOC_BANNED_H

#define BANNED(func) sorry_##func##_is_a_banned_function

#undef strcpy
#define strcpy(x, y) BANNED(strcpy)
#undef strcat
#define strcat(x, y) BANNED(strcat)
#undef sprintf
#define sprintf(...) BANNED(sprintf)
#undef vsprintf
#define vsprintf(...) BANNED(vsprintf)
#undef strtok
#define strtok(x, y) BANNED(strtok)
#undef gets
#define gets(x) BANNED(gets)
#undef gmtime
#define gmtime(x) BANNED(gmtime)
#undef localtime
#define localtime(x) BANNED(localtime)
#undef ctime
#define ctime(x) BANNED(ctime)
#undef asctime
#define asctime(x) BANNED(asctime)

#endif
