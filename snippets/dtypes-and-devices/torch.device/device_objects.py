import torch

for spec in ["cpu", "cuda", "cuda:1", "mps", "meta"]:
    d = torch.device(spec)
    print(f"torch.device({spec!r:8}) -> {str(d):7} type={d.type!r:7} index={d.index}")
print("torch.device('cuda', 1):", torch.device("cuda", 1))
print("constructing a CUDA device object needs no GPU; CUDA available here:", torch.cuda.is_available())
try:
    torch.device(0)                # an index alone means "the accelerator with that index"
except RuntimeError as e:
    print("torch.device(0) without an accelerator:", type(e).__name__, "-", e)
