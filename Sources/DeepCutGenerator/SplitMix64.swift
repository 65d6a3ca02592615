import DeepCutKit

/// The generator of every synthetic trace (`DeepCutKit.SplitMix64`), named
/// here too so that code importing only this module keeps finding it.
public typealias SplitMix64 = DeepCutKit.SplitMix64
