import torch
import torch.nn.functional as F

s = F.selu(torch.randn(1_000_000))          # SELU keeps activations near mean 0, std 1
for name, y in [("alpha_dropout", F.alpha_dropout(s, 0.2, training=True)),
                ("dropout      ", F.dropout(s, 0.2, training=True))]:
    print(f"{name}: mean {y.mean().item():.4f}, std {y.std().item():.4f}")
print(f"SELU output  : mean {s.mean().item():.4f}, std {s.std().item():.4f}")
