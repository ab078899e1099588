#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswresample/swresample.h>
#include <libavutil/opt.h>
#include <libavutil/channel_layout.h>
#include <libavutil/log.h>
#include <libavutil/error.h>

/* Function-like macros do not import into Swift. */
static inline int shim_averror_eof(void) { return AVERROR_EOF; }
static inline int shim_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int shim_averror_eio(void) { return AVERROR(EIO); }
static inline int shim_averror_enomem(void) { return AVERROR(ENOMEM); }
static inline int64_t shim_av_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline int shim_avseek_size(void) { return AVSEEK_SIZE; }
static inline int shim_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }

