// The precomputed per-code-unit tables of unit_tables_data.h (generated, compiled as part of
// cicu.c, which includes it), read by cicu.c only.
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
/// ScriptTable.plainScripts, the same way.
extern const int32_t cicu_plain_script_runs_count;
extern const uint32_t cicu_plain_script_runs[];
/// ScriptTable's emoji block (U+1F000–U+1FFFF, indexed from 0), the same way.
extern const int32_t cicu_emoji_block_runs_count;
extern const uint32_t cicu_emoji_block_runs[];
/// ScriptTable.sets, flat: each set's script count, then its scripts.
extern const int32_t cicu_script_set_bytes_count;
extern const uint8_t cicu_script_set_bytes[];

#endif  // CICU_UNIT_TABLES_H
