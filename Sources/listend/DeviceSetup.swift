import ListenAdapters
import ListenDaemon
import ListenEngine
import Logging

/// The adapters listend runs with: PulseAudio (or the null output), the audio libraries'
/// decoders, libsonic, espeak-ng, and files and URLs.
enum DeviceSetup {
    static func make(_ configuration: DaemonConfiguration, logger: Logger) throws -> DaemonDevices {
        let sources = FileAndHTTPSources(http: HTTPSourceClient(options: HTTPSourceOptions(
            connectTimeout: configuration.httpTimeout, readTimeout: configuration.httpTimeout)))
        let synthesizer = EspeakSynthesizer(dataFolder: configuration.speechData)
        switch configuration.output {
        case .null:
            return DaemonDevices(output: NullOutput(), decoders: LibraryDecoders(), stretchers: SonicStretchers(), sources: sources,
                                 speech: (NullOutput(), synthesizer), subtitles: FFmpegSubtitleReader())
        case .pulse:
            let pulse = try PulseOutput(server: configuration.pulseServer, sink: configuration.pulseSink)
            do {
                try pulse.connect()
            } catch {
                logger.warning("\(error.message) Playback will fail until PulseAudio is reachable; use --output null to play without sound.")
            }
            // Its own stream, connected when it first speaks.
            let speechOutput = try PulseOutput(server: configuration.pulseServer, sink: configuration.pulseSink,
                                               streamName: "listend speech")
            // Connected when it first records.
            let input = try PulseInput(server: configuration.pulseServer, source: configuration.pulseSource)
            return DaemonDevices(output: pulse, decoders: LibraryDecoders(), stretchers: SonicStretchers(), sources: sources,
                                 speech: (speechOutput, synthesizer), input: input, subtitles: FFmpegSubtitleReader())
        }
    }
}
