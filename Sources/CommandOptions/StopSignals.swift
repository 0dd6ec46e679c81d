import Foundation

/// Lets Ctrl-C and `kill` through. A parent that spawned us from a thread
/// with these signals blocked passes that mask on, and a command that runs
/// until stopped only ends by them.
public func unblockStopSignals() {
  var signals = sigset_t()
  sigemptyset(&signals)
  sigaddset(&signals, SIGINT)
  sigaddset(&signals, SIGTERM)
  pthread_sigmask(SIG_UNBLOCK, &signals, nil)
}
