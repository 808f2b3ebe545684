/* main: bootstrap placeholder, replaced by the CLI in the next commit. */
#include <stdio.h>

int
main(void)
{
	puts("provdoc " PROVDOC_VERSION);
	return 0;
}
