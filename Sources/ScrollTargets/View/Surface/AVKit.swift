import Foundation

// AVKit's video player and AVFoundation's player, as view files use them:
// the player view fills what it is offered, as `Color` does; the player
// plays nothing.

/// A point in a media timeline, as Core Media's `CMTime`.
public struct CMTime: Equatable, Sendable {
  public let value: Int64
  public let timescale: Int32

  public init(value: Int64, timescale: Int32) {
    self.value = value
    self.timescale = timescale
  }

  public init(seconds: Double, preferredTimescale: Int32) {
    self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }

  public static var zero: CMTime { CMTime(value: 0, timescale: 1) }

  /// The time in seconds.
  public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
}

/// A media item a player plays, as AVFoundation's `AVPlayerItem`.
public final class AVPlayerItem {
  public let url: URL

  public init(url: URL) {
    self.url = url
  }
}

/// A media player, as AVFoundation's `AVPlayer`: it keeps its item, rate and
/// time as set, and plays nothing.
public final class AVPlayer {
  public private(set) var currentItem: AVPlayerItem?
  /// 0 paused, 1 playing.
  public var rate: Float = 0
  public var volume: Float = 1
  public var isMuted = false
  private var time = CMTime.zero

  public init() {}

  public init(url: URL) {
    currentItem = AVPlayerItem(url: url)
  }

  public init(playerItem item: AVPlayerItem?) {
    currentItem = item
  }

  /// Sets the rate to 1; nothing plays.
  public func play() { rate = 1 }
  /// Sets the rate to 0.
  public func pause() { rate = 0 }
  /// Moves the current time to `time`.
  public func seek(to time: CMTime) { self.time = time }
  /// The current time: where `seek(to:)` left it.
  public func currentTime() -> CMTime { time }
  /// Plays `item` instead.
  public func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
}

/// A player's video with its controls, as AVKit's `VideoPlayer`: a view
/// that fills what it is offered, as `Color` does.
public struct VideoPlayer<VideoOverlay: View>: View, PrimitiveView {
  public typealias Body = Never
  public let player: AVPlayer?

  /// A player's video with `videoOverlay` over it (kept, not laid out).
  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  /// A player's video.
  public init(player: AVPlayer?) {
    self.player = player
  }
}
