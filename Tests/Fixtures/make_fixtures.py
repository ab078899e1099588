#!/usr/bin/env python3
"""Builds the audio fixtures the tests play, into the folder given (default: ./generated).

marks.*: 120 s where second k carries a sine tone of 300 + 20*k Hz, preceded by 20 ms of
silence, so both the second heard and the exact second boundaries can be read from a recording.
Encoded as WAV, FLAC, Ogg Vorbis, CBR MP3, VBR MP3 (with its Xing/LAME tag) and VBR MP3
without a Xing header (lame -t); and with the ffmpeg CLI as AAC and ALAC in M4A, Opus in WebM,
AAC in an MP4 video, Opus in a Matroska video and WMA. Broken files: truncated, garbage, empty, a huge ID3 tag,
a wrong extension. Files already present and newer than this script are kept.
"""
import array, math, os, random, shutil, subprocess, sys

RATE = 44100
SECONDS = 120
GAP = 0.02


def tone(k):
    return 300 + 20 * k


def write_marks_wav(path):
    import wave
    samples = array.array("h")
    gap = int(GAP * RATE)
    for k in range(SECONDS):
        freq = tone(k)
        step = 2 * math.pi * freq / RATE
        samples.extend([0] * gap)
        body = RATE - gap
        fade = int(0.003 * RATE)
        for i in range(body):
            amp = 0.5
            if i < fade:
                amp *= i / fade
            elif i > body - fade:
                amp *= (body - i) / fade
            samples.append(int(32767 * amp * math.sin(step * i)))
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(samples.tobytes())


def run(*cmd):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "generated")
    os.makedirs(out, exist_ok=True)
    stamp = os.path.join(out, ".complete")
    if os.path.exists(stamp) and os.path.getmtime(stamp) >= os.path.getmtime(__file__):
        return
    p = lambda name: os.path.join(out, name)
    write_marks_wav(p("marks.wav"))
    run("flac", "-s", "-f", "-5", p("marks.wav"), "-o", p("marks.flac"))
    run("oggenc", "-Q", "-q", "4", p("marks.wav"), "-o", p("marks.ogg"))
    run("lame", "--quiet", "-b", "128", p("marks.wav"), p("marks-cbr.mp3"))

    # Chained Ogg Vorbis as an Icecast station sends it: a logical bitstream per song, each with
    # its own serial number and Vorbis comments. The second chain changes the sample rate.
    run("sox", p("marks.wav"), p("link1.wav"), "trim", "0", "3")
    run("sox", p("marks.wav"), p("link2.wav"), "trim", "3", "3")
    run("sox", p("link2.wav"), "-r", "22050", p("link2-22k.wav"))
    run("oggenc", "-Q", "-q", "2", "-s", "101", "-a", "Loopback", "-t", "First Song", p("link1.wav"), "-o", p("link1.ogg"))
    run("oggenc", "-Q", "-q", "2", "-s", "102", "-t", "Second Song", p("link2.wav"), "-o", p("link2.ogg"))
    run("oggenc", "-Q", "-q", "2", "-s", "103", "-t", "Slower Song", p("link2-22k.wav"), "-o", p("link2-22k.ogg"))

    def concatenate(dst, *srcs):
        open(p(dst), "wb").write(b"".join(open(p(src), "rb").read() for src in srcs))

    concatenate("chained.ogg", "link1.ogg", "link2.ogg")
    concatenate("chained-rate-change.ogg", "link1.ogg", "link2-22k.ogg")
    run("lame", "--quiet", "-V2", p("marks.wav"), p("marks-vbr.mp3"))
    run("lame", "--quiet", "-V2", "-t", p("marks.wav"), p("marks-vbr-noxing.mp3"))

    def truncate(src, dst, fraction):
        data = open(p(src), "rb").read()
        open(p(dst), "wb").write(data[: int(len(data) * fraction)])

    truncate("marks-vbr.mp3", "truncated.mp3", 0.5)
    truncate("marks.flac", "truncated.flac", 0.5)
    truncate("marks.wav", "truncated.wav", 0.5)
    truncate("marks.wav", "truncated-header.wav", 0.0002)
    rng = random.Random(7)
    open(p("garbage.mp3"), "wb").write(bytes(rng.getrandbits(8) for _ in range(200_000)))
    open(p("empty.wav"), "wb").close()
    # A 3 MB ID3v2 tag (a padded frame) in front of a playable MP3.
    size = 3 * 1024 * 1024
    syncsafe = bytes([(size >> 21) & 0x7F, (size >> 14) & 0x7F, (size >> 7) & 0x7F, size & 0x7F])
    frame = b"TXXX" + (size - 10).to_bytes(4, "big") + b"\x00\x00" + b"\x00" * (size - 10)
    open(p("huge-id3.mp3"), "wb").write(b"ID3\x04\x00\x00" + syncsafe + frame + open(p("marks-cbr.mp3"), "rb").read())
    shutil.copyfile(p("marks.flac"), p("flac-named.mp3"))
    ffmpeg = ["ffmpeg", "-nostdin", "-loglevel", "error", "-y"]
    video = ["-f", "lavfi", "-i", "color=c=black:s=64x48:r=5"]
    run(*ffmpeg, "-i", p("marks.wav"), "-c:a", "aac", "-b:a", "96k", p("marks-aac.m4a"))
    run(*ffmpeg, "-i", p("marks.wav"), "-c:a", "alac", p("marks-alac.m4a"))
    run(*ffmpeg, "-i", p("marks.wav"), "-c:a", "libopus", "-b:a", "64k", p("marks-opus.webm"))
    run(*ffmpeg, *video, "-i", p("marks.wav"), "-shortest", "-map", "0:v", "-map", "1:a",
        "-c:v", "mpeg4", "-c:a", "aac", p("marks-video.mp4"))
    run(*ffmpeg, *video, "-i", p("marks.wav"), "-shortest", "-map", "0:v", "-map", "1:a",
        "-c:v", "mpeg4", "-c:a", "libopus", p("marks-video.mkv"))
    run(*ffmpeg, "-i", p("marks.wav"), "-c:a", "wmav2", p("marks.wma"))
    run(*ffmpeg, "-i", p("marks.wav"), "-c:a", "aac", "-b:a", "96k", "-f", "adts", p("marks.aac"))
    truncate("marks-aac.m4a", "truncated.m4a", 0.5)
    truncate("marks-opus.webm", "truncated.webm", 0.5)
    open(stamp, "w").close()


if __name__ == "__main__":
    main()
