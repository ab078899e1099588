// gettext is part of glibc; nothing to link.
#include <libintl.h>
#include <locale.h>
