// The network's trainer: minibatch gradient descent (Adam) on the squared error between the
// network's win probability and a blend of the game's result and the search's score, both seen from
// the side to move. Deterministic for its seed whatever the number of threads (each batch is cut
// into the same slices, whose gradients are summed in order), and resumable from the checkpoint it
// writes after every epoch.
#pragma once

#include <string>
#include <vector>

#include "chess/network.h"
#include "samples.h"

namespace ply::chess_net {

struct TrainOptions {
  int epochs = 20;
  int batch = 16384;
  double learning_rate = 0.001;
  double result_weight = 0.5;  // of the target: the rest is the search score's win probability
  int threads = 2;
  u64 seed = 1;
  std::string checkpoint;  // where each epoch's state goes and a run resumes from ("" for none)
  // epochs this call runs before it returns, if not 0 (the rest from the checkpoint)
  int stop_after = 0;
};

// The network in floating point, as it learns: chess::Network's weights in one array, in its order.
struct FloatNetwork {
  static constexpr std::size_t INPUT_WEIGHTS = 0;
  static constexpr std::size_t HIDDEN_BIAS =
      INPUT_WEIGHTS + std::size_t(chess::NET_INPUTS) * chess::NET_HIDDEN;
  static constexpr std::size_t OUTPUT_WEIGHTS = HIDDEN_BIAS + chess::NET_HIDDEN;
  static constexpr std::size_t OUTPUT_BIAS =
      OUTPUT_WEIGHTS + std::size_t(chess::NET_BUCKETS) * 2 * chess::NET_HIDDEN;
  static constexpr std::size_t SIZE = OUTPUT_BIAS + chess::NET_BUCKETS;
  std::vector<float> w = std::vector<float>(SIZE);
};

// Small random weights, uniform within ±1/sqrt(a layer's inputs), from the seed.
FloatNetwork initial_network(u64 seed);

// Trains on `train`, reporting each epoch's loss on it and on `held_out` to stderr, and returns the
// network (quantised: chess::Network), or stops the program with a message if the checkpoint is not
// one this run can resume or the network cannot be quantised.
chess::Network train_network(const Samples& train, const Samples& held_out,
                             const TrainOptions& options);
// The same, with the network in floating point as it was learned.
chess::Network train_float(const Samples& train, const Samples& held_out,
                           const TrainOptions& options, FloatNetwork& learned);

// The fixed-point network of a float one (rounded, within the reader's bounds); false and why if
// its output weights sum beyond what the integers hold.
bool quantise(const FloatNetwork& net, chess::Network& out, std::string* error);

// The float network's mean loss on `data` (the test of the trainer's arithmetic against the
// engine's).
double mean_loss(const FloatNetwork& net, const Samples& data, double result_weight);

// The float network's output in centipawns for the side to move of sample i.
double float_output(const FloatNetwork& net, const Samples& data, std::size_t i);

}  // namespace ply::chess_net
