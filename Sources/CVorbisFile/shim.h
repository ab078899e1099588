#define OV_EXCLUDE_STATIC_CALLBACKS
#include <vorbis/vorbisfile.h>
