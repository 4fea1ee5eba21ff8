// Workload estimator against published figures. Each figure cites its source.
#include "fixtures.h"
#include "models/estimate/estimate.h"
#include "models/sizing/build.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cmath>

using namespace planner;
using planner::testing::fixtureCatalog;
using planner::testing::fixtureScenario;

namespace {

Estimate run(const Scenario& s, const Catalog& c)
{
    const BuildFigures b = computeBuild(s, c, "CNY");
    return estimate(s, c, b);
}

} // namespace

TEST_CASE("ZeRO model states match the paper's 7.5B example", "[estimate][zero]")
{
    // Rajbhandari et al., "ZeRO: Memory Optimizations Toward Training Trillion Parameter Models",
    // arXiv:1910.02054, Figure 1: Ψ = 7.5B, N_d = 64, K = 12 → 120 GB, 31.4 GB, 16.6 GB, 1.9 GB.
    const double psi = 7.5e9;
    const double expected[] = {120.0, 31.4, 16.6, 1.9};
    for (int stage = 0; stage <= 3; ++stage) {
        const double gb = zeroModelStates(psi, Precision::BF16, Optimizer::AdamW, stage, 64).total() / 1e9;
        INFO("stage " << stage);
        CHECK(gb == Approx(expected[stage]).epsilon(0.02));
    }
    // 16 bytes per parameter for mixed-precision Adam: 2 + 2 + 12.
    const ModelStateBytes per = bytesPerParam(Precision::BF16, Optimizer::AdamW);
    CHECK(per.weights == 2);
    CHECK(per.gradients == 2);
    CHECK(per.optimizer == 12);
}

TEST_CASE("Korthikanti activation formula for GPT-3 175B", "[estimate][activations]")
{
    // Korthikanti et al., "Reducing Activation Recomputation in Large Transformer Models", arXiv:2205.05198,
    // Table 2. GPT-3 175B: s = 2048, h = 12288, a = 96, b = 1, t = 8.
    const double s = 2048, h = 12288, a = 96, b = 1;
    const double sbh = s * b * h; // 25,165,824
    // Tensor parallel, no recompute: sbh(10 + 24/t + 5as/(ht)) = sbh(10 + 3 + 10) = 23 sbh = 578,813,952 B.
    CHECK(activationBytesPerLayer(s, b, h, a, 8, Recompute::None, false) == Approx(578813952.0));
    // Tensor + sequence parallel: sbh/t · (34 + 5as/h) = sbh · 114 / 8 = 14.25 sbh = 358,612,992 B.
    CHECK(activationBytesPerLayer(s, b, h, a, 8, Recompute::None, false, true) == Approx(358612992.0));
    // Tensor parallel + selective recompute: sbh(10 + 24/t) = 13 sbh = 327,155,712 B.
    CHECK(activationBytesPerLayer(s, b, h, a, 8, Recompute::Selective, false) == Approx(327155712.0));
    // Tensor + sequence parallel + selective recompute: 34 sbh / t = 106,954,752 B.
    CHECK(activationBytesPerLayer(s, b, h, a, 8, Recompute::Selective, false, true) == Approx(106954752.0));
    // Full recompute keeps only the layer input: 2 sbh = 50,331,648 B; split over the ranks with SP: 2 sbh / t.
    CHECK(activationBytesPerLayer(s, b, h, a, 8, Recompute::Full, false) == Approx(50331648.0));
    CHECK(activationBytesPerLayer(s, b, h, a, 8, Recompute::Full, false, true) == Approx(6291456.0));
    // No parallelism: sbh(34 + 5as/h) = sbh(34 + 80) = 114 sbh = 2,868,903,936 B.
    CHECK(activationBytesPerLayer(s, b, h, a, 1, Recompute::None, false) == Approx(2868903936.0));
    // FlashAttention never stores the s × s attention matrix: 34 sbh.
    CHECK(activationBytesPerLayer(s, b, h, a, 1, Recompute::None, true) == Approx(34.0 * sbh));
}

TEST_CASE("KV cache of a Llama-3-70B-like model", "[estimate][kv]")
{
    // KV cache = 2 × layers × kv_heads × head_dim × tokens × batch × bytes (domain-data.md B; Llama 3 70B
    // model card: 80 layers, 8 KV heads (GQA), head_dim 128). 8,192 tokens FP16 → 2,684,354,560 B ≈ 2.68 GB.
    CHECK(kvCacheBytes(80, 2 * 8 * 128, 8192, 1, 2) == Approx(2684354560.0));
    CHECK(kvCacheBytes(80, 2 * 8 * 128, 8192, 1, 2) / 1e9 == Approx(2.68).epsilon(0.005));
}

TEST_CASE("DeepSeek-V3 caches its MLA latent, not 128 full heads", "[estimate][kv]")
{
    // DeepSeek-V3 config.json: 61 layers, kv_lora_rank 512, qk_rope_head_dim 64 → 576 BF16 elements per token
    // and layer (arXiv:2412.19437 §2.1.1). 8,192 tokens: 61 × 576 × 8,192 × 2 B = 575,668,224 B.
    const Catalog& shipped = planner::testing::shippedCatalog();
    const ModelPreset* v3 = shipped.model("deepseek-v3");
    REQUIRE(v3);
    CHECK(v3->attention == AttentionKind::MLA);
    CHECK(v3->kvCacheElements == 576);
    CHECK(kvCacheBytes(v3->layers, v3->kvCacheElements, 8192, 1, 2) == Approx(575668224.0));
    // Caching 128 heads of hidden/heads = 56 as MHA would: 2 × 61 × 128 × 56 × 8,192 × 2 B, 24.9 times as much.
    CHECK(2.0 * 61 * 128 * 56 * 8192 * 2 / 575668224.0 == Approx(24.89).epsilon(0.001));
    // Every tensor-parallel rank keeps the whole latent; GQA heads divide up to the KV head count.
    CHECK(kvCacheSplit(*v3, 8) == 1);
    CHECK(kvCacheSplit(*shipped.model("llama3-70b"), 16) == 8);
    CHECK(kvCacheSplit(*shipped.model("llama3-70b"), 4) == 4);
}

TEST_CASE("HF accelerate estimate-memory figures for bert-base-cased", "[estimate][accelerate]")
{
    // `accelerate estimate-memory bert-base-cased` (Hugging Face accelerate docs, model memory estimator):
    // float32 total size 413.18 MB, training with Adam 1.61 GB (its MB/GB are MiB/GiB), ≈ 4× the weights.
    const double params = 108.3e6;
    const ModelStateBytes fp32 = bytesPerParam(Precision::FP32, Optimizer::AdamW);
    CHECK(params * fp32.weights / (1024.0 * 1024.0) == Approx(413.18).epsilon(0.002));
    const double training = zeroModelStates(params, Precision::FP32, Optimizer::AdamW, 0, 1).total();
    CHECK(training / (1024.0 * 1024.0 * 1024.0) == Approx(1.61).epsilon(0.01));
    CHECK(training / (params * fp32.weights) == Approx(4.0));

    // The same through the full estimator: the weights line of an FP32 fine-tune of the preset.
    Catalog c = fixtureCatalog();
    Scenario s = fixtureScenario();
    s.workload.modelId = "bert-base-cased";
    s.workload.precision = Precision::FP32;
    s.workload.zeroStage = 0;
    s.workload.sequenceLength = 512;
    const Estimate e = run(s, c);
    REQUIRE(e.memory.applicable);
    CHECK(e.memory.itemGB("weights") * 1e9 / (1024.0 * 1024.0) == Approx(413.18).epsilon(0.002));
    CHECK(e.memory.itemGB("weights") + e.memory.itemGB("gradients") + e.memory.itemGB("optimizer")
          == Approx(training / 1e9));
}

TEST_CASE("LoRA adapter parameters match PEFT's counts for Llama 3 8B", "[estimate][lora]")
{
    // Hugging Face PEFT print_trainable_parameters() on Meta-Llama-3-8B, r = 16:
    // q,k,v,o → 13,631,488 trainable; all linear layers → 41,943,040 trainable.
    const Catalog c = fixtureCatalog();
    const ModelPreset* m = c.model("llama-3-8b");
    REQUIRE(m);
    CHECK(loraAdapterParams(*m, 16, false) == Approx(13631488.0));
    CHECK(loraAdapterParams(*m, 16, true) == Approx(41943040.0));
}

TEST_CASE("QLoRA keeps a 70B model's frozen weights near 0.5 B per parameter", "[estimate][qlora]")
{
    // Dettmers et al., QLoRA, arXiv:2305.14314: NF4 with double quantisation ≈ 4.127 bits per parameter;
    // a 65B model fine-tunes within one 48 GB GPU (41 GB reported for Guanaco 65B).
    Catalog c = fixtureCatalog();
    Scenario s = fixtureScenario();
    s.workload.kind = WorkloadKind::QLoRA;
    s.workload.precision = Precision::INT4;
    s.workload.modelId = "llama-3-70b";
    s.workload.zeroStage = 0;
    s.workload.dataParallel = 1;
    s.workload.loraRank = 64;
    s.workload.sequenceLength = 512;
    s.workload.recompute = Recompute::Full;
    const Estimate e = run(s, c);
    // NF4 at 0.5 + 0.127/8 B for everything but the embedding and output matrices (2 × 128,256 × 8,192 =
    // 2.10B params, kept at 2 B): (70.6e9 − 2.10e9) × 0.515875 + 2.10e9 × 2 = 35.34 + 4.20 = 39.54 GB.
    const double weights = e.memory.itemGB("weights");
    CHECK(weights
          == Approx((70.6e9 - 2.0 * 128256 * 8192) * 0.515875 / 1e9 + 2.0 * 128256 * 8192 * 2 / 1e9).epsilon(0.001));
    CHECK(weights == Approx(39.54).epsilon(0.001));
    CHECK(e.memory.itemGB("adapters") > 0);
    CHECK(e.memory.perGpuGB < 80.0);

    // Full 16-bit fine-tuning with AdamW keeps 16 B per parameter (ZeRO paper: 2 + 2 + 12): 70.6e9 × 16 =
    // 1,129.6 GB of model states (the QLoRA paper's "more than 780 GB" is 65B × 12 B, without the gradients).
    s.workload.kind = WorkloadKind::FullFineTune;
    s.workload.precision = Precision::BF16;
    const Estimate full = run(s, c);
    CHECK(full.memory.itemGB("weights") + full.memory.itemGB("gradients") + full.memory.itemGB("optimizer")
          == Approx(70.6 * 16).epsilon(0.001));
}

TEST_CASE("Fixture fine-tune: memory breakdown, time and GPU-hours", "[estimate][compute]")
{
    const Catalog c = fixtureCatalog();
    const Scenario s = fixtureScenario();
    const BuildFigures b = computeBuild(s, c, "CNY");
    const Estimate e = estimate(s, c, b);
    REQUIRE(e.memory.applicable);
    REQUIRE(e.memory.groups.size() == 1);
    CHECK(e.memory.groups[0].fits);
    CHECK(e.parallel.data == 8);
    // ZeRO-3 over 8 ranks: 16 B × 8.03B / 8 = 16.06 GB of model states, plus one gathered layer.
    CHECK(e.memory.itemGB("gradients") + e.memory.itemGB("optimizer") == Approx(14.0 * 8.03 / 8).epsilon(1e-6));
    // Selective recompute: 34 sbh per layer (t = 1) × 32 layers + FP32 logits 4 s b V.
    const double act = 34.0 * 4096 * 4096 * 32 + 4.0 * 4096 * 128256;
    CHECK(e.memory.itemGB("activations") == Approx(act / 1e9));
    for (const auto& item : e.memory.items)
        CHECK_FALSE(render(item.howText).empty());

    // (6·N + 12·L·h·s) × D = (6 × 8.03e9 + 12 × 32 × 4,096 × 4,096) × 1e9 (PaLM appendix B); selective
    // recompute executes the attention core again, 4·L·h·s per token. A100 BF16 dense 312 TFLOPS at 42%
    // of peak on an HGX board; the model's share of the executed FLOPs is its MFU.
    REQUIRE(e.compute.applicable);
    const double modelPerToken = 6 * 8.03e9 + 12.0 * 32 * 4096 * 4096;
    const double executedPerToken = modelPerToken + 4.0 * 32 * 4096 * 4096;
    CHECK(e.compute.flops == Approx(modelPerToken * 1e9));
    CHECK(e.compute.hardwareFlops == Approx(executedPerToken * 1e9));
    CHECK(e.compute.mfu == Approx(0.42 * modelPerToken / executedPerToken));
    CHECK(e.compute.scalingEfficiency == 1.0);
    const double hours = executedPerToken * 1e9 / (8 * 312e12 * 0.42) / 3600;
    CHECK(e.compute.hours == Approx(hours));
    CHECK(e.compute.gpuHoursPerRun == Approx(hours * 8));
    CHECK(e.gpuHoursPerMonth == Approx(hours * 8 * s.workload.runsPerMonth));
}

TEST_CASE("MoE compute uses the active parameters", "[estimate][compute]")
{
    const Catalog c = fixtureCatalog();
    Scenario s = fixtureScenario();
    s.workload.kind = WorkloadKind::Pretraining;
    s.workload.modelId = "mixtral-8x7b";
    const Estimate e = run(s, c);
    // (6·N_active + 12·L·h·s) × D with Mixtral's 32 layers, hidden 4,096, the fixture's 4,096-token sequences
    // and 1B tokens (PaLM appendix B): the attention term adds 8.3% at this length.
    CHECK(e.compute.flops == Approx((6 * 12.9e9 + 12.0 * 32 * 4096 * 4096) * 1e9));
    // Memory still holds every expert: 46.7B parameters of model states.
    CHECK(e.memory.itemGB("optimizer") == Approx(12 * 46.7 / 8).epsilon(1e-6));
}

TEST_CASE("Scaling efficiency falls with node count and thin networks", "[estimate][scaling]")
{
    CHECK(assumedScaling(1, 0, false, 1).efficiency == 1.0);
    // 1,000 GPUs (125 nodes) with 200 Gb/s per GPU: about 94%.
    const double dgx = assumedScaling(125, 200, true, 1).efficiency;
    CHECK(dgx == Approx(0.944).margin(0.01));
    // Seed 001: below 100 Gb/s at 1,000 GPUs scaling loses more than 10%.
    CHECK(assumedScaling(125, 100.0 / 8, true, 1).efficiency < 0.9);
    CHECK(assumedScaling(16, 50, false, 1).efficiency < assumedScaling(16, 50, true, 1).efficiency);
    CHECK(assumedScaling(16, 200, true, 2).efficiency < assumedScaling(16, 200, true, 1).efficiency);
}

TEST_CASE("MFU depends on GPU class and links", "[estimate][mfu]")
{
    const Catalog c = fixtureCatalog();
    const double sxm = assumedMfu(*c.gpu("a100-80gb-sxm"), 8, 8, Precision::BF16).mfu;
    const double pcie = assumedMfu(*c.gpu("l40s"), 8, 1, Precision::BF16).mfu;
    const double consumer = assumedMfu(*c.gpu("rtx-4090"), 4, 1, Precision::BF16).mfu;
    CHECK(sxm == Approx(0.42));
    CHECK(pcie == Approx(0.35));
    CHECK(consumer == Approx(0.27));
    CHECK(assumedMfu(*c.gpu("ascend-910b"), 8, 8, Precision::BF16).mfu < sxm);
    CHECK(peakTflops(*c.gpu("h100-sxm"), Precision::FP8) == 1979);
    CHECK(peakTflops(*c.gpu("a100-80gb-sxm"), Precision::FP8) == 312); // no FP8: BF16 peak
}

TEST_CASE("Inference: prefill by compute, decode by bandwidth", "[estimate][inference]")
{
    const Catalog c = fixtureCatalog();
    Scenario s = fixtureScenario();
    s.workload.kind = WorkloadKind::Inference;
    s.workload.modelId = "llama-3-70b";
    s.workload.tensorParallel = 8;
    s.workload.contextLength = 8192;
    s.workload.concurrentSequences = 16;
    s.workload.targetTokensPerSecond = 500;
    const Estimate e = run(s, c);
    const auto& inf = e.inference;
    REQUIRE(inf.applicable);
    CHECK(inf.kvCachePerSequenceGB == Approx(2.684).epsilon(0.001));
    // Weights 70.6B × 2 B over TP 8.
    CHECK(e.memory.itemGB("weights") == Approx(70.6 * 2 / 8));
    // Prefill: 8 × 312 TFLOPS × 50% / (2 × 70.6e9 FLOPs per token).
    CHECK(inf.prefillTokensPerSecond == Approx(8 * 312e12 * 0.5 / (2 * 70.6e9)));
    // Decode: one step reads 141.2 GB of weights + 16 × 2.684 GB of KV at 75% of 8 × 2,039 GB/s.
    const double bytes = 70.6e9 * 2 + 16 * 2684354560.0;
    const double expected = 16 / (bytes / (8 * 2039e9 * 0.75));
    CHECK(inf.decodeTokensPerSecond == Approx(expected));
    CHECK(inf.sequencesFit >= 16);
    CHECK(inf.servedSequences == 16);
    CHECK(inf.sustainedTokensPerSecond == Approx(expected));
    CHECK(e.gpuHoursPerMonth == Approx(8 * 730));
    // INT4 weights read fewer bytes, so decoding is faster.
    s.workload.precision = Precision::INT4;
    CHECK(run(s, c).inference.decodeTokensPerSecond > expected);
}

TEST_CASE("CV training: 3 × forward FLOPs × images × epochs", "[estimate][cv]")
{
    const Catalog c = fixtureCatalog();
    Scenario s = fixtureScenario();
    s.workload.kind = WorkloadKind::CvTraining;
    s.workload.modelId = "resnet-50";
    s.workload.tokensB = 1.28; // ImageNet-1k, million images
    s.workload.epochs = 90;
    s.workload.microBatch = 256;
    s.workload.datasetTB = 0.15;
    s.workload.zeroStage = 0;
    const Estimate e = run(s, c);
    CHECK(e.compute.flops == Approx(3 * 4.1e9 * 1.28e6 * 90));
    // Per-image activations ≈ 25 M elements × 2 B = 50 MB; 256 images ≈ 12.8 GB.
    CHECK(e.memory.itemGB("activations") == Approx(12.8).epsilon(0.01));
    CHECK(e.memory.groups[0].fits);
    // Data loading: 0.15 TB × 90 epochs over the run time.
    CHECK(e.storage.readGBsNeededPerNode == Approx(0.15e12 * 90 / (e.compute.hours * 3600) / 1e9));
    CHECK(e.storage.readGBsNeededPerNode > 1.0);
}

TEST_CASE("Custom workloads and unknown models skip the memory check", "[estimate]")
{
    const Catalog c = fixtureCatalog();
    Scenario s = fixtureScenario();
    s.workload.kind = WorkloadKind::Custom;
    s.workload.customGpuHoursPerMonth = 2500;
    Estimate e = run(s, c);
    CHECK_FALSE(e.memory.applicable);
    CHECK_FALSE(e.compute.applicable);
    CHECK(e.gpuHoursPerMonth == 2500);

    s.workload.kind = WorkloadKind::FullFineTune;
    s.workload.modelId = "no-such-model";
    e = run(s, c);
    CHECK_FALSE(e.memory.applicable);
    CHECK(e.model == nullptr);
}

TEST_CASE("Pipeline parallelism divides weights, checkpoints and storage", "[estimate][storage]")
{
    const Catalog c = fixtureCatalog();
    Scenario s = fixtureScenario();
    s.workload.zeroStage = 0;
    s.workload.pipelineParallel = 4;
    const Estimate e = run(s, c);
    CHECK(e.parallel.data == 2);
    CHECK(e.memory.itemGB("weights") == Approx(8.03 * 2 / 4));
    // Checkpoint: weights + optimizer states (2 + 12 B per parameter), three kept.
    CHECK(e.storage.checkpointTB == Approx(8.03e9 * 14 / 1e12));
    CHECK(e.storage.neededTBPerNode == Approx(1.0 + 3 * 8.03e9 * 14 / 1e12));
}

TEST_CASE("estimateToJson has the documented keys", "[estimate][json]")
{
    const Catalog c = fixtureCatalog();
    const nlohmann::json j = estimateToJson(run(fixtureScenario(), c));
    for (const char* key :
         {"workload", "model", "notes", "parallel", "memory", "compute", "inference", "storage", "demand"})
        CHECK(j.contains(key));
    CHECK(j["workload"] == "full_finetune");
    CHECK(j["memory"]["items"].size() >= 5);
    CHECK(j["memory"]["items"][0].contains("how"));
    CHECK(j["compute"]["hours"].get<double>() > 0);
    CHECK(j["demand"]["gpuHoursPerMonth"].get<double>() > 0);
}

TEST_CASE("formatNumber trims trailing zeros", "[estimate]")
{
    CHECK(formatNumber(12.0, 1) == "12");
    CHECK(formatNumber(12.34, 1) == "12.3");
    CHECK(formatNumber(0.5, 2) == "0.5");
    CHECK(formatNumber(-0.01, 1) == "0");
}

TEST_CASE("Pipeline stages keep the activations of the micro-batches in flight", "[estimate][activations]")
{
    // 1F1B (Narayanan et al. 2021): the first stage holds its layers' activations for up to PP micro-batches.
    // Llama 3 8B, 32 layers over 4 stages = 8 layers a stage; selective recompute at t = 1: 34 sbh a layer.
    const Catalog c = fixtureCatalog();
    Scenario s = fixtureScenario();
    s.workload.pipelineParallel = 4; // 8 GPUs: data parallel 2
    const double layer = 34.0 * 4096 * 4096;
    const double logits = 4.0 * 4096 * 128256;
    // Global batch 256: 128 micro-batches per rank, so 4 in flight: 8 layers × 4 = 32 layer-equivalents.
    CHECK(run(s, c).memory.itemGB("activations") == Approx((layer * 8 * 4 + logits) / 1e9));
    // Global batch 4: 2 micro-batches per rank, so only 2 in flight: 8 × 2 = 16.
    s.workload.globalBatch = 4;
    CHECK(run(s, c).memory.itemGB("activations") == Approx((layer * 8 * 2 + logits) / 1e9));
}
