import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")   # deprecation: see Pitfalls
x = torch.tensor([-1.0, 0.0, 0.5, 1.27, 3.0])
q = torch.quantize_per_tensor(x, 0.01, 10, torch.quint8)
print("dtype:", q.dtype, "| bytes per element:", q.element_size(), "| is_quantized:", q.is_quantized)
print("stored integers:", q.int_repr().tolist())          # round(x / 0.01) + 10, clamped to [0, 255]
print("dequantized:    ", q.dequantize().tolist())
q8 = torch.quantize_per_tensor(x, 0.01, 0, torch.qint8)
print("qint8 stored:   ", q8.int_repr().tolist(), "(clamped to [-128, 127])")
print("bytes per element, qint32:", torch.quantize_per_tensor(x, 0.01, 0, torch.qint32).element_size())
pair = torch.quantize_per_tensor([x, 2 * x], torch.tensor([0.01, 0.02]), torch.tensor([0, 0]), torch.qint8)
print("list input returns a", type(pair).__name__, "of", len(pair), "| scales:", [round(t.q_scale(), 4) for t in pair])
for bad in [torch.tensor([1.0], dtype=torch.float64), torch.tensor([1.0], dtype=torch.bfloat16), torch.tensor([1, 2])]:
    try:
        torch.quantize_per_tensor(bad, 0.1, 0, torch.qint8)
    except RuntimeError as e:
        print(bad.dtype, "input ->", e)
