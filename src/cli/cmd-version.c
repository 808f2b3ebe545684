/*
 * version: prints provdoc's version and the versions of the libraries it
 * was linked with.
 */
#include <curl/curl.h>
#include <jansson.h>
#include <openssl/crypto.h>
#include <stdio.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "util/exitcode.h"
#include "util/banned.h"

const char *provdoc_version(void);

const char *
provdoc_version(void)
{
	return PROVDOC_VERSION;
}

static int
run_version(struct session *s, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (s->fmt == FMT_JSON)
		out_json(s, json_pack("{s:s, s:s, s:s, s:s}", "provdoc",
		    provdoc_version(), "jansson", jansson_version_str(),
		    "libcurl", curl_version_info(CURLVERSION_NOW)->version,
		    "openssl", OpenSSL_version(OPENSSL_VERSION)));
	else
		out_printf(s, "provdoc %s (jansson %s, libcurl %s, %s)\n",
		    provdoc_version(), jansson_version_str(),
		    curl_version_info(CURLVERSION_NOW)->version,
		    OpenSSL_version(OPENSSL_VERSION));
	return PD_EXIT_OK;
}

const struct cmd_def cmd_version = {
	.name = "version",
	.usage = "",
	.summary = "show the version of provdoc and its libraries",
	.help = "Prints provdoc's version and the versions of jansson, "
	    "libcurl and OpenSSL it runs with.",
	.min_args = 0,
	.max_args = 0,
	.needs = CMD_NEEDS_NONE,
	.modes = CMD_MODE_ALL,
	.run = run_version,
};
