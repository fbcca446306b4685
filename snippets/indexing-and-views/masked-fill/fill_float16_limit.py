import torch

scores = torch.zeros(4, dtype=torch.float16)
pad = torch.tensor([False, False, True, True])
for value in (-1e9, float("-inf"), torch.finfo(torch.float16).min):
    try:
        print(f"{value!r:>10}:", scores.masked_fill(pad, value).tolist())
    except RuntimeError as e:
        print(f"{value!r:>10}: RuntimeError:", e)
