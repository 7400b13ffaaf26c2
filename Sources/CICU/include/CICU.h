#ifndef CICU_H
#define CICU_H
#include <stdint.h>
#endif
