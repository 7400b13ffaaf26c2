#include "CICU.h"
