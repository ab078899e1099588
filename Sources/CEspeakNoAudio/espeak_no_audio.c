// libespeak-ng opens a libpcaudio device in espeak_ng_InitializeOutput whatever the output mode.
// libpcaudio's first choice tries a PulseAudio stream with pa_simple_new, which has no timeout.
// listend only asks espeak-ng for samples (ENOUTPUT_MODE_SYNCHRONOUS, through the synthesis
// callback) and plays them on its own PulseAudio stream. So that connection is a client that
// never plays, and with the sound server stopped it hangs `say` until the server answers again.
//
// These definitions in the executable come first in the dynamic linker's lookup. espeak-ng then
// gets no audio device (NULL). In synchronous mode without ENOUTPUT_MODE_SPEAK_AUDIO it hands
// every sample to the callback and never plays through the device; the other functions answer
// as for a device that is not there.
#include <stddef.h>
#include <stdint.h>

struct audio_object;

struct audio_object *create_audio_device_object(const char *device, const char *application_name,
                                                const char *description) {
    (void)device;
    (void)application_name;
    (void)description;
    return NULL;
}

int audio_object_open(struct audio_object *object, int format, uint32_t rate, uint8_t channels) {
    (void)object;
    (void)format;
    (void)rate;
    (void)channels;
    return -1;
}

void audio_object_close(struct audio_object *object) { (void)object; }

void audio_object_destroy(struct audio_object *object) { (void)object; }

int audio_object_write(struct audio_object *object, const void *data, size_t bytes) {
    (void)object;
    (void)data;
    (void)bytes;
    return -1;
}

int audio_object_drain(struct audio_object *object) {
    (void)object;
    return 0;
}

int audio_object_flush(struct audio_object *object) {
    (void)object;
    return 0;
}

const char *audio_object_strerror(struct audio_object *object, int error) {
    (void)object;
    (void)error;
    return "no audio device: listend plays espeak-ng's samples itself";
}
