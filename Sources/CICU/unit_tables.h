// The precomputed per-code-unit tables of unit_tables.c (generated), read by cicu.c only.
#ifndef CICU_UNIT_TABLES_H
#define CICU_UNIT_TABLES_H

#include <stdint.h>

/// The ICU version the tables were generated from (`u_getVersion`, e.g. "72.1").
extern const char cicu_unit_tables_icu_version[];
/// UnitProperties.table as (first unit, value) pairs, one per run of equal values, ascending.
extern const int32_t cicu_unit_property_runs_count;
extern const uint32_t cicu_unit_property_runs[];
/// ScriptTable.units, the same way.
extern const int32_t cicu_script_entry_runs_count;
extern const uint32_t cicu_script_entry_runs[];
/// ScriptTable.sets, flat: each set's script count, then its scripts.
extern const int32_t cicu_script_set_bytes_count;
extern const uint8_t cicu_script_set_bytes[];

#endif  // CICU_UNIT_TABLES_H
