// PinnedFontEnvironment: the test suite's font environment. Linked into the test bundle, its
// constructor points fontconfig at the repository's configuration (fonts.conf beside the C file:
// exactly the fonts scripts/setup.sh installs) by setting FONTCONFIG_FILE before any test runs,
// so the suite's answers do not depend on what else the machine has installed; the command-line
// programs the tests start inherit it. It is C because only a load-time constructor runs before
// the first fontconfig call whatever the test runner does first.
#ifndef PINNED_FONT_ENVIRONMENT_H
#define PINNED_FONT_ENVIRONMENT_H

/// The absolute path of the pinned fontconfig configuration this process set as
/// FONTCONFIG_FILE, or "" when the file was not found beside the source (a warning was printed
/// and fontconfig keeps the machine's configuration).
const char *pinned_fonts_configuration_path(void);

#endif
