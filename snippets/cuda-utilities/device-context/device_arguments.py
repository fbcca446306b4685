import torch

# how the argument is turned into an index when the object is created (CPU-only build)
for arg in ("cuda:1", torch.device("cuda", 1), torch.device("cuda"), 1, -1, None, "cpu"):
    try:
        print(f"torch.cuda.device({arg!r}).idx:", torch.cuda.device(arg).idx)
    except ValueError as e:
        print(f"torch.cuda.device({arg!r}): ValueError: {e}")
