#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswresample/swresample.h>
#include <libavutil/opt.h>
#include <libavutil/channel_layout.h>
#include <libavutil/log.h>
#include <libavutil/error.h>
#include <dlfcn.h>
#include <stddef.h>

/* Function-like macros do not import into Swift. */
static inline int shim_averror_eof(void) { return AVERROR_EOF; }
static inline int shim_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int shim_averror_eio(void) { return AVERROR(EIO); }
static inline int shim_averror_enomem(void) { return AVERROR(ENOMEM); }
static inline int shim_averror_decoder_not_found(void) { return AVERROR_DECODER_NOT_FOUND; }
static inline int64_t shim_av_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline int shim_avseek_size(void) { return AVSEEK_SIZE; }
static inline int shim_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }

/*
 * FFmpeg is loaded with dlopen when a file first needs it, not linked: its libraries pull in
 * over a hundred others (video codecs among them) that a daemon playing MP3s should not map.
 * Every FFmpeg function listend calls is listed once here, by library; the table's entries have
 * the functions' own types, so a call through them is checked against the headers.
 */
#define SHIM_FFMPEG_FUNCTIONS(F) \
    F(avformat, av_probe_input_format3) F(avformat, avformat_alloc_context) F(avformat, avformat_free_context) \
    F(avformat, avformat_open_input) F(avformat, avformat_find_stream_info) F(avformat, avformat_close_input) \
    F(avformat, av_find_best_stream) F(avformat, av_read_frame) F(avformat, av_seek_frame) \
    F(avformat, avformat_seek_file) F(avformat, avio_alloc_context) F(avformat, avio_context_free) \
    F(avcodec, avcodec_find_decoder) F(avcodec, avcodec_alloc_context3) F(avcodec, avcodec_free_context) \
    F(avcodec, avcodec_parameters_to_context) F(avcodec, avcodec_open2) F(avcodec, avcodec_get_name) \
    F(avcodec, avcodec_flush_buffers) F(avcodec, avcodec_send_packet) F(avcodec, avcodec_receive_frame) \
    F(avcodec, avcodec_decode_subtitle2) F(avcodec, avsubtitle_free) F(avcodec, avcodec_descriptor_get) \
    F(avcodec, av_packet_alloc) F(avcodec, av_packet_free) F(avcodec, av_packet_unref) \
    F(avcodec, av_packet_get_side_data) F(avcodec, av_get_audio_frame_duration2) \
    F(avutil, av_malloc) F(avutil, av_free) F(avutil, av_freep) F(avutil, av_strerror) \
    F(avutil, av_frame_alloc) F(avutil, av_frame_free) F(avutil, av_dict_get) \
    F(avutil, av_dict_set) F(avutil, av_dict_free) \
    F(avutil, av_rescale) F(avutil, av_rescale_q) \
    F(avutil, av_channel_layout_default) F(avutil, av_channel_layout_uninit) \
    F(avutil, av_log_set_level) F(avutil, av_log_get_level) F(avutil, av_log_set_callback) F(avutil, av_log_format_line2) \
    F(swresample, swr_alloc_set_opts2) F(swresample, swr_init) F(swresample, swr_free) \
    F(swresample, swr_convert) F(swresample, swr_get_out_samples)

#define SHIM_FFMPEG_ENTRY(library, name) __typeof__(&name) _Nonnull name;
/* The FFmpeg functions listend calls, as loaded by `shim_ffmpeg_load`. */
typedef struct shim_ffmpeg { SHIM_FFMPEG_FUNCTIONS(SHIM_FFMPEG_ENTRY) } shim_ffmpeg;
#undef SHIM_FFMPEG_ENTRY

/* The sonames of the FFmpeg these headers describe (Debian 12: libavformat.so.59 …). */
#define SHIM_SONAME(library, major) "lib" #library ".so." SHIM_STRINGIFY(major)
#define SHIM_STRINGIFY(x) SHIM_STRINGIFY2(x)
#define SHIM_STRINGIFY2(x) #x

/*
 * Opens the four libraries and fills `table`. Returns NULL on success, or the name of the
 * library or function that could not be loaded (the libraries opened stay open: FFmpeg is
 * loaded at most once per process).
 */
static inline const char *_Nullable shim_ffmpeg_load(shim_ffmpeg *_Nonnull table) {
    void *avutil = dlopen(SHIM_SONAME(avutil, LIBAVUTIL_VERSION_MAJOR), RTLD_NOW | RTLD_LOCAL);
    if (!avutil) return SHIM_SONAME(avutil, LIBAVUTIL_VERSION_MAJOR);
    void *swresample = dlopen(SHIM_SONAME(swresample, LIBSWRESAMPLE_VERSION_MAJOR), RTLD_NOW | RTLD_LOCAL);
    if (!swresample) return SHIM_SONAME(swresample, LIBSWRESAMPLE_VERSION_MAJOR);
    void *avcodec = dlopen(SHIM_SONAME(avcodec, LIBAVCODEC_VERSION_MAJOR), RTLD_NOW | RTLD_LOCAL);
    if (!avcodec) return SHIM_SONAME(avcodec, LIBAVCODEC_VERSION_MAJOR);
    void *avformat = dlopen(SHIM_SONAME(avformat, LIBAVFORMAT_VERSION_MAJOR), RTLD_NOW | RTLD_LOCAL);
    if (!avformat) return SHIM_SONAME(avformat, LIBAVFORMAT_VERSION_MAJOR);
#define SHIM_FFMPEG_LOAD(library, name) \
    if (!(table->name = (__typeof__(&name))dlsym(library, #name))) return #name;
    SHIM_FFMPEG_FUNCTIONS(SHIM_FFMPEG_LOAD)
#undef SHIM_FFMPEG_LOAD
    return NULL;
}
