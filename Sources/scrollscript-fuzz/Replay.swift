import BehaviorRunning
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollSimulation

/// Runs the harness without libFuzzer: each named input file, then N random
/// inputs from a seed (a quick check that the harness and the code under it hold).
struct Replay {
  let target: FuzzTarget
  var files: [String] = []
  var random = 0
  var seed: UInt64 = 1

  init(target: FuzzTarget, arguments: [String]) {
    self.target = target
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--random": random = Int(rest.popFirst() ?? "") ?? 0
      case "--seed": seed = UInt64(rest.popFirst() ?? "") ?? 1
      default: files += Self.expand(argument)
      }
    }
  }

  /// The files at `path`: itself, or the regular files under it.
  static func expand(_ path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return [path]
    }
    let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
    return files.sorted().map { (path as NSString).appendingPathComponent($0) }.filter {
      var directory: ObjCBool = false
      return FileManager.default.fileExists(atPath: $0, isDirectory: &directory) && !directory.boolValue
    }
  }

  func run() -> Int32 {
    let start = Date()
    var inputs: [[UInt8]] = []
    for file in files {
      do {
        inputs.append(try Self.read(file))
      } catch {
        FileHandle.standardError.write(Data("scrollscript-fuzz: \(error)\n".utf8))
        return 2
      }
    }
    for input in inputs { target.run(input) }
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<random { target.run(Self.input(&generator, seeds: inputs)) }
    let seconds = Date().timeIntervalSince(start)
    let compared = target == .case ? " (\(CaseFuzzing.compared) valid cases compared with every twin)" : ""
    print(
      "\(target.rawValue): \(files.count + random) inputs\(compared) in \(NumberText.fixed(seconds, decimals: 1)) s, no failure"
    )
    return 0
  }

  /// Random bytes, or a seed input with a few bytes changed, inserted or removed.
  static func input(_ generator: inout SeededGenerator, seeds: [[UInt8]]) -> [UInt8] {
    guard !seeds.isEmpty, generator.next() % 2 == 0 else {
      return (0..<Int(generator.next() % 256)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }
    var bytes = seeds[Int(generator.next() % UInt64(seeds.count))]
    for _ in 0..<(1 + generator.next() % 8) {
      let at = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
      let byte = UInt8(truncatingIfNeeded: generator.next())
      switch generator.next() % 3 {
      case 0 where !bytes.isEmpty: bytes[at] = byte
      case 1 where !bytes.isEmpty: bytes.remove(at: at)
      default: bytes.insert(byte, at: at)
      }
    }
    return bytes
  }

  /// The longest input replayed (64 MiB): far beyond what libFuzzer writes.
  static let maximumInputBytes = 64 << 20

  /// The input in `file`, through the bounded reader.
  static func read(_ file: String) throws -> [UInt8] {
    let data = try InputFile.read(file, limit: maximumInputBytes)
    guard data.count <= maximumInputBytes else { throw InputError(file, "the input is over 64 MiB") }
    return Array(data)
  }
}
