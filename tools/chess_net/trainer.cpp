#include "trainer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <numeric>
#include <thread>

#include "core/rng.h"

namespace ply::chess_net {

namespace {

constexpr int H = chess::NET_HIDDEN;
using Net = FloatNetwork;

// The quantised network's bounds, as floats: its weights are rounded from these.
constexpr float WEIGHT_CLIP = 1.98f;
constexpr float BIAS_CLIP = float(chess::NET_MAX_HIDDEN_BIAS) / chess::NET_QA - 0.01f;
// A batch is cut into this many slices whatever the threads, so the sums, and so the network, are
// the same on any machine.
constexpr int SLICES = 16;
constexpr double BETA1 = 0.9, BETA2 = 0.999, EPSILON = 1e-8;
// The learning rate drops tenfold for the last quarter of the epochs.
constexpr double LATE_EPOCHS = 0.75, LATE_RATE = 0.1;

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

// The side to move's expected points: the result blended with the search score's win probability.
float target_of(const Sample& s, double result_weight) {
  const double result = (s.side == 0 ? s.white_result : 2 - s.white_result) / 2.0;
  const double score = s.side == 0 ? s.white_score : -s.white_score;
  return float(result_weight * result + (1 - result_weight) * sigmoid(score / chess::NET_SCALE));
}

// The hidden sums from the side to move's view (acc[0]) and the other's (acc[1]).
struct Hidden {
  alignas(64) float acc[2][H];
};

// The output before the sigmoid (in NET_SCALE centipawns).
float forward(const Net& net, const Samples& data, const Sample& s, Hidden& h) {
  for (float* a : {h.acc[0], h.acc[1]}) std::copy_n(&net.w[Net::HIDDEN_BIAS], H, a);
  for (u32 k = s.first; k < s.first + s.count; ++k) {
    const u16 white = data.pieces[k], black = black_view(white);
    const float* us = &net.w[Net::INPUT_WEIGHTS + std::size_t(s.side == 0 ? white : black) * H];
    const float* them = &net.w[Net::INPUT_WEIGHTS + std::size_t(s.side == 0 ? black : white) * H];
    for (int i = 0; i < H; ++i) h.acc[0][i] += us[i];
    for (int i = 0; i < H; ++i) h.acc[1][i] += them[i];
  }
  const float* out = &net.w[Net::OUTPUT_WEIGHTS + std::size_t(chess::net_bucket(s.count)) * 2 * H];
  float sum = net.w[Net::OUTPUT_BIAS + std::size_t(chess::net_bucket(s.count))];
  for (int v = 0; v < 2; ++v)
    for (int i = 0; i < H; ++i) {
      const float a = std::clamp(h.acc[v][i], 0.f, 1.f);
      sum += a * a * out[v * H + i];
    }
  return sum;
}

// Adds the gradient of one sample's loss to `grad`; returns the loss.
double backward(const Net& net, const Samples& data, const Sample& s, double result_weight,
                std::vector<float>& grad) {
  Hidden h;
  const float output = forward(net, data, s, h);
  const double p = sigmoid(output), t = target_of(s, result_weight);
  const float g = float(2 * (p - t) * p * (1 - p));
  const std::size_t bucket = std::size_t(chess::net_bucket(s.count));
  const float* out = &net.w[Net::OUTPUT_WEIGHTS + bucket * 2 * H];
  float* out_grad = &grad[Net::OUTPUT_WEIGHTS + bucket * 2 * H];
  grad[Net::OUTPUT_BIAS + bucket] += g;
  alignas(64) float hidden_grad[2][H];
  for (int v = 0; v < 2; ++v)
    for (int i = 0; i < H; ++i) {
      const float x = h.acc[v][i], a = std::clamp(x, 0.f, 1.f);
      out_grad[v * H + i] += g * a * a;
      hidden_grad[v][i] = x > 0.f && x < 1.f ? g * out[v * H + i] * 2 * x : 0.f;
    }
  float* bias_grad = &grad[Net::HIDDEN_BIAS];
  for (int i = 0; i < H; ++i) bias_grad[i] += hidden_grad[0][i] + hidden_grad[1][i];
  for (u32 k = s.first; k < s.first + s.count; ++k) {
    const u16 white = data.pieces[k], black = black_view(white);
    float* us = &grad[Net::INPUT_WEIGHTS + std::size_t(s.side == 0 ? white : black) * H];
    float* them = &grad[Net::INPUT_WEIGHTS + std::size_t(s.side == 0 ? black : white) * H];
    for (int i = 0; i < H; ++i) us[i] += hidden_grad[0][i];
    for (int i = 0; i < H; ++i) them[i] += hidden_grad[1][i];
  }
  return (p - t) * (p - t);
}

// Runs job(0) .. job(count - 1) on `threads` threads, job k on thread k % threads.
template <class Job>
void parallel(int threads, int count, const Job& job) {
  std::vector<std::thread> crew;
  for (int t = 1; t < threads; ++t)
    crew.emplace_back([&, t] {
      for (int k = t; k < count; k += threads) job(k);
    });
  for (int k = 0; k < count; k += threads) job(k);
  for (std::thread& t : crew) t.join();
}

// The run's state after each epoch: enough to go on as if it had not stopped.
struct State {
  Net net;
  std::vector<float> m = std::vector<float>(Net::SIZE), v = std::vector<float>(Net::SIZE);
  u64 steps = 0;
  int epochs_done = 0;
};

constexpr char CHECKPOINT_MAGIC[8] = {'P', 'L', 'Y', 'N', 'C', 'K', 'P', '1'};

// What a checkpoint must match to be resumed: the options that shape the run, and the data's size.
std::vector<u64> run_identity(const TrainOptions& o, const Samples& train) {
  return {o.seed,
          u64(o.epochs),
          u64(o.batch),
          u64(std::llround(o.learning_rate * 1e9)),
          u64(std::llround(o.result_weight * 1e9)),
          u64(train.samples.size()),
          u64(train.pieces.size()),
          Net::SIZE};
}

void save(const State& s, const std::vector<u64>& identity, const std::string& path) {
  const std::string part = path + ".part";
  std::ofstream out(part, std::ios::binary);
  out.write(CHECKPOINT_MAGIC, sizeof CHECKPOINT_MAGIC);
  out.write(reinterpret_cast<const char*>(identity.data()),
            std::streamsize(identity.size() * sizeof(u64)));
  out.write(reinterpret_cast<const char*>(&s.steps), sizeof s.steps);
  out.write(reinterpret_cast<const char*>(&s.epochs_done), sizeof s.epochs_done);
  for (const auto* array : {&s.net.w, &s.m, &s.v})
    out.write(reinterpret_cast<const char*>(array->data()),
              std::streamsize(array->size() * sizeof(float)));
  out.close();
  if (!out || std::rename(part.c_str(), path.c_str()) != 0) {
    std::fprintf(stderr, "ply-chess-net: cannot write the checkpoint '%s'\n", path.c_str());
    std::exit(1);
  }
}

// The checkpoint's state if there is one; stops the program if it is of another run or damaged.
bool resume(State& s, const std::vector<u64>& identity, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  char magic[sizeof CHECKPOINT_MAGIC];
  std::vector<u64> found(identity.size());
  in.read(magic, sizeof magic);
  in.read(reinterpret_cast<char*>(found.data()), std::streamsize(found.size() * sizeof(u64)));
  const auto refuse = [&](const char* why) {
    std::fprintf(stderr, "ply-chess-net: the checkpoint '%s' %s: remove it to start again\n",
                 path.c_str(), why);
    std::exit(1);
  };
  if (!in || !std::equal(magic, magic + sizeof magic, CHECKPOINT_MAGIC))
    refuse("is not a checkpoint");
  if (found != identity) refuse("is of another run (other options or data)");
  in.read(reinterpret_cast<char*>(&s.steps), sizeof s.steps);
  in.read(reinterpret_cast<char*>(&s.epochs_done), sizeof s.epochs_done);
  for (auto* array : {&s.net.w, &s.m, &s.v})
    in.read(reinterpret_cast<char*>(array->data()), std::streamsize(array->size() * sizeof(float)));
  if (!in || in.peek() != std::char_traits<char>::eof()) refuse("is damaged (its size is wrong)");
  return true;
}

void clip(std::vector<float>& w, std::size_t from, std::size_t to, float bound) {
  for (std::size_t i = from; i < to; ++i) w[i] = std::clamp(w[i], -bound, bound);
}

}  // namespace

FloatNetwork initial_network(u64 seed) {
  Rng rng(seed);
  FloatNetwork net;
  const auto uniform = [&](float bound) {
    return float((double(rng.next() >> 11) / double(1ull << 53) * 2 - 1) * bound);
  };
  for (std::size_t i = Net::INPUT_WEIGHTS; i < Net::HIDDEN_BIAS; ++i)
    net.w[i] = uniform(1 / std::sqrt(float(chess::NET_INPUTS)));
  for (std::size_t i = Net::OUTPUT_WEIGHTS; i < Net::OUTPUT_BIAS; ++i)
    net.w[i] = uniform(1 / std::sqrt(float(2 * H)));
  return net;
}

double mean_loss(const FloatNetwork& net, const Samples& data, double result_weight) {
  double sum = 0;
  Hidden h;
  for (const Sample& s : data.samples) {
    const double p = sigmoid(forward(net, data, s, h)), t = target_of(s, result_weight);
    sum += (p - t) * (p - t);
  }
  return data.samples.empty() ? 0 : sum / double(data.samples.size());
}

double float_output(const FloatNetwork& net, const Samples& data, std::size_t i) {
  Hidden h;
  return forward(net, data, data.samples[i], h) * chess::NET_SCALE;
}

bool quantise(const FloatNetwork& net, chess::Network& out, std::string* error) {
  const auto round = [&](std::size_t i, double scale, int bound) {
    return std::clamp<long>(std::lround(net.w[i] * scale), -bound, bound);
  };
  for (std::size_t i = 0; i < out.input_weights.size(); ++i)
    out.input_weights[i] =
        std::int16_t(round(Net::INPUT_WEIGHTS + i, chess::NET_QA, chess::NET_MAX_INPUT_WEIGHT));
  for (std::size_t i = 0; i < out.hidden_bias.size(); ++i)
    out.hidden_bias[i] =
        std::int16_t(round(Net::HIDDEN_BIAS + i, chess::NET_QA, chess::NET_MAX_HIDDEN_BIAS));
  for (std::size_t i = 0; i < out.output_weights.size(); ++i)
    out.output_weights[i] =
        std::int16_t(round(Net::OUTPUT_WEIGHTS + i, chess::NET_QB, chess::NET_MAX_OUTPUT_WEIGHT));
  for (std::size_t i = 0; i < out.output_bias.size(); ++i)
    out.output_bias[i] =
        std::int32_t(std::lround(net.w[Net::OUTPUT_BIAS + i] * chess::NET_QA * chess::NET_QB));
  for (int b = 0; b < chess::NET_BUCKETS; ++b) {
    std::int64_t magnitude = 0;
    for (int i = 0; i < 2 * H; ++i)
      magnitude += std::abs(out.output_weights[std::size_t(b * 2 * H + i)]);
    if (magnitude > chess::NET_MAX_OUTPUT_MAGNITUDE) {
      *error = "output bucket " + std::to_string(b) + "'s weights sum to " +
               std::to_string(magnitude) + ", beyond the " +
               std::to_string(chess::NET_MAX_OUTPUT_MAGNITUDE) + " the evaluation's integers hold";
      return false;
    }
  }
  return true;
}

chess::Network train_network(const Samples& train, const Samples& held_out,
                             const TrainOptions& options) {
  FloatNetwork learned;
  return train_float(train, held_out, options, learned);
}

chess::Network train_float(const Samples& train, const Samples& held_out, const TrainOptions& o,
                           FloatNetwork& learned) {
  const std::vector<u64> identity = run_identity(o, train);
  State state;
  state.net = initial_network(o.seed);
  if (!o.checkpoint.empty() && resume(state, identity, o.checkpoint))
    std::fprintf(stderr, "resuming after epoch %d\n", state.epochs_done);
  std::vector<std::vector<float>> grads(SLICES, std::vector<float>(Net::SIZE));
  std::vector<double> slice_loss(SLICES);
  std::vector<u32> order(train.samples.size());
  const int threads = std::max(1, o.threads);
  const int last = o.stop_after ? std::min(o.epochs, state.epochs_done + o.stop_after) : o.epochs;
  for (int epoch = state.epochs_done; epoch < last; ++epoch) {
    std::iota(order.begin(), order.end(), 0u);
    Rng rng(o.seed * 1000003 + u64(epoch));
    for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng.next() % i]);
    const double rate = o.learning_rate * (epoch >= int(o.epochs * LATE_EPOCHS) ? LATE_RATE : 1);
    double epoch_loss = 0;
    for (std::size_t start = 0; start < order.size(); start += std::size_t(o.batch)) {
      const std::size_t end = std::min(order.size(), start + std::size_t(o.batch)),
                        size = end - start;
      parallel(threads, SLICES, [&](int slice) {
        std::vector<float>& g = grads[std::size_t(slice)];
        std::fill(g.begin(), g.end(), 0.f);
        double loss = 0;
        for (std::size_t k = start + size * std::size_t(slice) / SLICES;
             k < start + size * std::size_t(slice + 1) / SLICES; ++k)
          loss += backward(state.net, train, train.samples[order[k]], o.result_weight, g);
        slice_loss[std::size_t(slice)] = loss;
      });
      for (double l : slice_loss) epoch_loss += l;
      // Sum the slices in order and take Adam's step, each thread over its share of the weights.
      ++state.steps;
      const double correction1 = 1 - std::pow(BETA1, double(state.steps)),
                   correction2 = 1 - std::pow(BETA2, double(state.steps));
      parallel(threads, threads, [&](int t) {
        const std::size_t from = Net::SIZE * std::size_t(t) / std::size_t(threads),
                          to = Net::SIZE * std::size_t(t + 1) / std::size_t(threads);
        for (std::size_t i = from; i < to; ++i) {
          float sum = 0;
          for (const auto& g : grads) sum += g[i];
          const float gradient = sum / float(size);
          state.m[i] = float(BETA1 * state.m[i] + (1 - BETA1) * gradient);
          state.v[i] = float(BETA2 * state.v[i] + (1 - BETA2) * gradient * gradient);
          state.net.w[i] -= float(rate * (state.m[i] / correction1) /
                                  (std::sqrt(state.v[i] / correction2) + EPSILON));
        }
      });
      clip(state.net.w, Net::INPUT_WEIGHTS, Net::HIDDEN_BIAS, WEIGHT_CLIP);
      clip(state.net.w, Net::HIDDEN_BIAS, Net::OUTPUT_WEIGHTS, BIAS_CLIP);
      clip(state.net.w, Net::OUTPUT_WEIGHTS, Net::OUTPUT_BIAS, WEIGHT_CLIP);
    }
    state.epochs_done = epoch + 1;
    if (!o.checkpoint.empty()) save(state, identity, o.checkpoint);
    std::fprintf(stderr, "epoch %d/%d: loss %.6f, held out %.6f\n", epoch + 1, o.epochs,
                 epoch_loss / double(std::max<std::size_t>(1, order.size())),
                 mean_loss(state.net, held_out, o.result_weight));
  }
  learned = state.net;
  chess::Network out;
  std::string error;
  if (!quantise(state.net, out, &error)) {
    std::fprintf(stderr, "ply-chess-net: %s\n", error.c_str());
    std::exit(1);
  }
  return out;
}

}  // namespace ply::chess_net
