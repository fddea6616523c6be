// zlib.h of the system zlib (zlib1g-dev on Debian and Ubuntu).
#include <zlib.h>
