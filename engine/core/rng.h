// Seedable random numbers for the levels that choose at random (xoshiro256**, seeded by
// splitmix64). The same seed gives the same games on every platform, native and wasm alike.
#pragma once

#include "types.h"

namespace ply {

class Rng {
 public:
  explicit Rng(u64 seed) {
    for (u64& word : state_) word = splitmix64(seed);
  }

  u64 next() {
    const u64 result = rotl(state_[1] * 5, 7) * 9;
    const u64 t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // Uniform in [0, bound); the modulo bias is below 2^-50 for the small bounds used here. An empty
  // range (bound 0) gives 0 and draws nothing: the caller has nothing to choose from.
  u32 below(u32 bound) { return bound == 0 ? 0 : u32(next() % bound); }

 private:
  static u64 rotl(u64 x, int k) { return (x << k) | (x >> (64 - k)); }
  static u64 splitmix64(u64& x) {
    u64 z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  u64 state_[4];
};

}  // namespace ply
