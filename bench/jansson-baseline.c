/*
 * jansson-baseline: the reference the replay benchmark is measured
 * against: a bare jansson parse of every *.json file of a bundle, all
 * documents held at once (as a naive tool would), then freed. It prints
 * the number of files and bytes parsed. It does no ECS work.
 */
#include <dirent.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/xmalloc.h"
#include "util/banned.h"

static int
cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int
main(int argc, char **argv)
{
	DIR *dir;
	struct dirent *de;
	char **names = NULL;
	json_t **docs;
	json_error_t je;
	size_t n = 0, i, len;

	if (argc != 2) {
		fprintf(stderr, "usage: jansson-baseline DIR\n");
		return 2;
	}
	if ((dir = opendir(argv[1])) == NULL) {
		perror(argv[1]);
		return 2;
	}
	while ((de = readdir(dir)) != NULL) {
		len = strlen(de->d_name);
		if (len < 6 || strcmp(de->d_name + len - 5, ".json") != 0)
			continue;
		names = xreallocarray(names, n + 1, sizeof(*names));
		names[n++] = xasprintf("%s/%s", argv[1], de->d_name);
	}
	closedir(dir);
	if (n == 0) {
		fprintf(stderr, "jansson-baseline: no .json files in %s\n",
		    argv[1]);
		return 2;
	}
	qsort(names, n, sizeof(*names), cmp);
	docs = xcalloc(n, sizeof(*docs));
	for (i = 0; i < n; i++) {
		docs[i] = json_load_file(names[i], 0, &je);
		if (docs[i] == NULL) {
			fprintf(stderr, "%s:%d:%d: %s\n", names[i], je.line,
			    je.column, je.text);
			return 2;
		}
	}
	printf("parsed %zu files\n", n);
	for (i = 0; i < n; i++) {
		json_decref(docs[i]);
		free(names[i]);
	}
	free(docs);
	free(names);
	return 0;
}
