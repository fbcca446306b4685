import torch

X = torch.tensor([[-1.0, 0.3, 2.0], [0.7, 5.0, -0.2]])
scale = torch.tensor([0.1, 0.5])                       # one per row (axis=0)
zp = torch.tensor([0, 2], dtype=torch.int32)
out = torch.fake_quantize_per_channel_affine(X, scale, zp, 0, -128, 127)
by_hand = [[(min(max(round(v / scale[c].item()) + zp[c].item(), -128), 127) - zp[c].item()) * scale[c].item()
            for v in row] for c, row in enumerate(X.tolist())]
print("per channel (axis=0):", [[round(v, 4) for v in r] for r in out.tolist()])
print("by hand:             ", [[round(v, 4) for v in r] for r in by_hand])
print("axis=1, three scales:", torch.fake_quantize_per_channel_affine(
    X, torch.tensor([0.1, 0.5, 1.0]), torch.zeros(3, dtype=torch.int32), 1, -128, 127).tolist())
for name, f in {"int64 zero_point": lambda: torch.fake_quantize_per_channel_affine(X, scale, zp.long(), 0, -128, 127),
                "3 scales for axis 0 of size 2": lambda: torch.fake_quantize_per_channel_affine(
                    X, torch.tensor([0.1, 0.5, 1.0]), torch.zeros(3, dtype=torch.int32), 0, -128, 127)}.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name}: {e}")
