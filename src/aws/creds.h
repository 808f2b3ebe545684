/*
 * creds: credentials, region, endpoint and retry settings resolved the way
 * the AWS CLI resolves them: environment, --profile / AWS_PROFILE with the
 * shared credentials and config files, credential_process, SSO and role
 * profiles through "aws configure export-credentials" (AWS CLI v2), ECS
 * container credentials and IMDSv2. It does not sign or send API calls
 * and it never prints; every failure comes back in a struct diag.
 *
 * Ownership: struct creds owns its strings and has no print function on
 * purpose; creds_free wipes and frees them. struct creds_config owns the
 * parsed files; strings returned by creds_config_get are borrowed, valid
 * while the config lives. Options are borrowed.
 */
#ifndef PROVDOC_AWS_CREDS_H
#define PROVDOC_AWS_CREDS_H

#include <stdbool.h>
#include <stddef.h>

#include "util/diag.h"

struct creds {
	char		*access_key_id;		/* owned */
	char		*secret_access_key;	/* owned, secret */
	char		*session_token;		/* owned, secret, NULL for none */
	char		*expiration;		/* owned ISO-8601, NULL when unknown */
	const char	*source;		/* static: where they came from */
};

struct creds_ini_entry {
	char		*section;	/* owned, as written inside [ ] (trimmed) */
	char		*key;		/* owned; a sub-key is "parent.key" */
	char		*value;		/* owned, trimmed */
	unsigned	 line;		/* 1-based line in the file */
};

struct creds_ini {
	char			*path;		/* owned, for messages */
	struct creds_ini_entry	*e;		/* owned array */
	size_t			 n;		/* entries used */
	size_t			 cap;		/* entries allocated */
	char			**sections;	/* owned names of every section seen */
	size_t			 nsections;
};

struct creds_opts {
	const char	*profile;	/* --profile, or NULL */
	const char	*region;	/* --region, or NULL */
	const char	*endpoint_url;	/* --endpoint-url, or NULL */
	long		 imds_timeout_ms;	/* 0: 1000 ms, as the CLI */
};

struct creds_config {
	char		*profile;		/* owned: the profile in use */
	bool		 explicit_profile;	/* named by --profile or AWS_PROFILE */
	bool		 profile_found;		/* in either file */
	struct creds_ini config;		/* ~/.aws/config (may be empty) */
	struct creds_ini credentials;		/* ~/.aws/credentials (may be empty) */
};

/* INI parsing (exposed for tests). Returns 0, or -1 with d naming the
 * file and line. */
int	 creds_ini_parse(struct creds_ini *ini, const char *path,
	    const char *text, size_t len, struct diag *d);
void	 creds_ini_free(struct creds_ini *ini);
/* Borrowed value of key in section, or NULL. */
const char *creds_ini_get(const struct creds_ini *ini, const char *section,
	    const char *key);
bool	 creds_ini_has_section(const struct creds_ini *ini,
	    const char *section);

/* Loads the two files for o (missing files are empty). Returns 0, or -1
 * with d set when a file is malformed or unreadable. */
int	 creds_config_load(struct creds_config *c, const struct creds_opts *o,
	    struct diag *d);
void	 creds_config_free(struct creds_config *c);
/* A setting of the profile in the config file (borrowed), or NULL. */
const char *creds_config_get(const struct creds_config *c, const char *key);

/* Resolves credentials. Returns 0, or -1 with d saying what was tried
 * and what to do. */
int	 creds_resolve(const struct creds_config *c, const struct creds_opts *o,
	    struct creds *out, struct diag *d);
void	 creds_free(struct creds *cr);

/* Returns the region (caller frees), or NULL with d set. */
char	*creds_region(const struct creds_config *c, const struct creds_opts *o,
	    struct diag *d);
/*
 * Returns the endpoint URL for a service (caller frees): service_id is the
 * env-var form ("ECS", "SSM"), config_key the services-section key ("ecs",
 * "ssm"), prefix the host prefix ("ecs", "ssm").
 */
char	*creds_endpoint(const struct creds_config *c,
	    const struct creds_opts *o, const char *region,
	    const char *service_id, const char *config_key, const char *prefix);
/* AWS_MAX_ATTEMPTS or max_attempts, default 3; -1 with d set when bad. */
int	 creds_max_attempts(const struct creds_config *c, struct diag *d);

/*
 * Runs argv (argv[0] looked up in PATH) and parses its standard output as
 * credential_process JSON (Version 1). Returns 0, or -1 with d set. what
 * names the setting in messages.
 */
int	 creds_run_process(char *const argv[], const char *what,
	    struct creds *out, struct diag *d);
/* Splits a command line as a POSIX shell would split words (quotes and
 * backslashes, no expansion). Returns a NULL-terminated array (caller
 * frees each string and the array), or NULL on an unterminated quote. */
char	**creds_split_command(const char *cmd);
void	 creds_free_argv(char **argv);

#endif
