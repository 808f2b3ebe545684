/*
 * itypes: what provdoc knows about EC2 instance types (GPUs, fractional
 * partitions, vCPUs, memory, ENI limits, trunking), from checks/itypes.def.
 * It does not fetch anything: a type missing from the table is unknown and
 * callers must say so rather than guess.
 *
 * Ownership: every pointer returned is static data, valid forever.
 */
#ifndef PROVDOC_ITYPES_H
#define PROVDOC_ITYPES_H

#include <stddef.h>

/* How ECS on EC2 supports the family's GPUs. */
enum itype_support {
	ITS_NONE = 0,		/* no GPU */
	ITS_NVIDIA,		/* whole NVIDIA GPUs, ECS GPU-optimized AMIs */
	ITS_FRACTIONAL,		/* G6f/Gr6f partitions (0.125/0.25/0.5) */
	ITS_P2_LEGACY,		/* p2: only GPU AMIs earlier than 20230912 */
	ITS_AMD,		/* AMD GPU (g4ad): no ECS GPU support */
	ITS_NO_ARM_AMI,		/* arm64 (g5g): no ECS GPU AMI published */
};

enum itype_trunk {
	TRUNK_UNKNOWN = 0,	/* not in a source provdoc trusts */
	TRUNK_NO,		/* ECS does not support ENI trunking on it */
	TRUNK_YES,
};

struct itype_family {
	const char		*prefix;	/* "g5", "g6e", "m5" */
	const char		*gpu_vendor;	/* "NVIDIA", "AMD" or NULL */
	const char		*gpu_model;	/* "A10G" or NULL */
	const char		*arch;		/* "x86_64" or "arm64" */
	enum itype_support	 support;
};

struct itype {
	const char		*name;		/* "g5.xlarge" */
	int			 gpus;		/* devices (G6f: 1 partition) */
	double			 partition;	/* 1 whole, 0.125-0.5, 0 none */
	int			 vcpus;
	double			 mem_gib;	/* nominal memory, GiB */
	int			 max_enis;	/* EC2 max ENIs, -1 unknown */
	enum itype_trunk	 trunk;
	int			 trunk_tasks;	/* trunked tasks, -1 unknown */
	const struct itype_family *family;	/* never NULL */
};

/* The entry for an exact type name, or NULL when provdoc does not know it. */
const struct itype		*itype_lookup(const char *name);

/*
 * The family of a type name (the part before the first '.'), or NULL when
 * the family is unknown. Works for sizes missing from the table.
 */
const struct itype_family	*itype_family_of(const char *name);

/* Whether the family is a GPU family (any vendor); 0 unknown or none. */
int				 itype_family_has_gpu(
				    const struct itype_family *f);

/* The table itself, for tests and listings. */
const struct itype		*itype_at(size_t i);
size_t				 itype_count(void);
const struct itype_family	*itype_family_at(size_t i);
size_t				 itype_family_count(void);

/*
 * The largest GPU count of a known type with whole NVIDIA GPUs that ECS
 * supports, and one example name of such a type; for "add a type with N
 * GPUs" fixes. Returns the name of the smallest supported type with at
 * least n GPUs, or NULL when none.
 */
const char			*itype_smallest_with_gpus(int n);

#endif
