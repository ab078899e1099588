// Nothing to call: this target only defines libpcaudio's entry points (see espeak_no_audio.c).
#ifndef ESPEAK_NO_AUDIO_H
#define ESPEAK_NO_AUDIO_H
#endif
