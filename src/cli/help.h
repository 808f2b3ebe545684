/*
 * help: the help texts generated from the command and option tables:
 * "provdoc --help" and "provdoc help CMD". Nothing here is hand-written
 * per command.
 */
#ifndef PROVDOC_HELP_H
#define PROVDOC_HELP_H

#include "cli/cmd.h"
#include "util/buf.h"

void	help_main(struct buf *b);
void	help_command(const struct cmd_def *c, struct buf *b);

#endif
