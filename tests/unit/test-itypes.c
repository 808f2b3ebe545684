/*
 * test-itypes: the instance-type table (checks/itypes.def) and its lookups:
 * names unique, every size in a known family, GPU families and fractional
 * partitions as the facts sheet gives them, unknown types unknown.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "checks/itypes.h"
#include "util/banned.h"

static void
test_unique_and_linked(void **state)
{
	size_t i, j;

	(void)state;
	assert_true(itype_count() > 100);
	for (i = 0; i < itype_count(); i++) {
		const struct itype *a = itype_at(i);

		assert_non_null(a->family);
		assert_true(a->vcpus > 0);
		assert_true(a->mem_gib > 0);
		assert_true(a->gpus >= 0);
		assert_true(a->max_enis == -1 || a->max_enis >= 2);
		/* Whole-GPU types have partition 1, non-GPU 0, G6f < 1. */
		if (a->gpus == 0)
			assert_true(a->partition == 0);
		else
			assert_true(a->partition > 0 && a->partition <= 1);
		assert_true((a->gpus > 0) == itype_family_has_gpu(a->family));
		for (j = i + 1; j < itype_count(); j++)
			assert_string_not_equal(a->name, itype_at(j)->name);
	}
	for (i = 0; i < itype_family_count(); i++)
		for (j = i + 1; j < itype_family_count(); j++)
			assert_string_not_equal(itype_family_at(i)->prefix,
			    itype_family_at(j)->prefix);
}

static void
test_gpu_families(void **state)
{
	static const char *const fams[] = { "p2", "p3", "p3dn", "p4d", "p4de",
	    "p5", "p5e", "p5en", "g4dn", "g4ad", "g5", "g5g", "g6", "g6e",
	    "g6f", "gr6f" };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(fams) / sizeof(fams[0]); i++) {
		const struct itype_family *f = itype_family_of(fams[i]);

		assert_non_null(f);
		assert_true(itype_family_has_gpu(f));
	}
	assert_int_equal(itype_family_of("g4ad.xlarge")->support, ITS_AMD);
	assert_int_equal(itype_family_of("g5g.2xlarge")->support,
	    ITS_NO_ARM_AMI);
	assert_string_equal(itype_family_of("g5g.2xlarge")->arch, "arm64");
	assert_int_equal(itype_family_of("p2.xlarge")->support, ITS_P2_LEGACY);
	assert_int_equal(itype_family_of("g6f.large")->support,
	    ITS_FRACTIONAL);
}

static void
test_lookups(void **state)
{
	const struct itype *t;

	(void)state;
	t = itype_lookup("g5.xlarge");
	assert_non_null(t);
	assert_int_equal(t->gpus, 1);
	assert_int_equal(t->vcpus, 4);
	assert_int_equal(t->max_enis, 4);
	assert_int_equal(t->trunk, TRUNK_YES);
	assert_int_equal(t->trunk_tasks, 6);
	assert_string_equal(t->family->gpu_model, "A10G");
	t = itype_lookup("g5.12xlarge");
	assert_int_equal(t->gpus, 4);
	assert_int_equal(t->max_enis, 15);
	t = itype_lookup("p4d.24xlarge");
	assert_int_equal(t->gpus, 8);
	assert_int_equal(t->max_enis, 60);
	t = itype_lookup("g4dn.xlarge");
	assert_int_equal(t->trunk, TRUNK_NO);
	/* Fractional partitions (facts sheet 3.3). */
	assert_true(itype_lookup("g6f.large")->partition == 0.125);
	assert_true(itype_lookup("g6f.xlarge")->partition == 0.125);
	assert_true(itype_lookup("g6f.2xlarge")->partition == 0.25);
	assert_true(itype_lookup("g6f.4xlarge")->partition == 0.5);
	assert_true(itype_lookup("gr6f.4xlarge")->partition == 0.5);
	/* Non-GPU types. */
	t = itype_lookup("m5.large");
	assert_non_null(t);
	assert_int_equal(t->gpus, 0);
	assert_int_equal(t->vcpus, 2);
	assert_true(t->mem_gib == 8);
	assert_false(itype_family_has_gpu(itype_family_of("c7i.large")));
}

static void
test_unknown(void **state)
{
	(void)state;
	assert_null(itype_lookup("x9.huge"));
	assert_null(itype_family_of("x9.huge"));
	assert_null(itype_lookup(NULL));
	assert_null(itype_family_of(NULL));
	assert_null(itype_lookup("g5"));
	assert_null(itype_lookup("G5.XLARGE"));
	/* A size missing from the table still has its family. */
	assert_null(itype_lookup("g5.96xlarge"));
	assert_non_null(itype_family_of("g5.96xlarge"));
	/* Prefixes are whole: "g6e" is not "g6", "gr6f" is not "g6f". */
	assert_string_equal(itype_family_of("g6e.xlarge")->prefix, "g6e");
	assert_string_equal(itype_family_of("gr6f.4xlarge")->prefix, "gr6f");
	assert_null(itype_family_of("gr6.4xlarge"));
}

static void
test_smallest_with_gpus(void **state)
{
	const char *n;

	(void)state;
	n = itype_smallest_with_gpus(4);
	assert_non_null(n);
	assert_true(itype_lookup(n)->gpus == 4);
	assert_int_equal(itype_lookup(n)->family->support, ITS_NVIDIA);
	n = itype_smallest_with_gpus(8);
	assert_true(itype_lookup(n)->gpus == 8);
	assert_null(itype_smallest_with_gpus(64));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_unique_and_linked),
		cmocka_unit_test(test_gpu_families),
		cmocka_unit_test(test_lookups),
		cmocka_unit_test(test_unknown),
		cmocka_unit_test(test_smallest_with_gpus),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
