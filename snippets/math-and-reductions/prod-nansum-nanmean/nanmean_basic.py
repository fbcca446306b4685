import torch

nan = float("nan")
x = torch.tensor([[1.0, nan, 2.0],
                  [nan, nan, nan]])
print("mean(x, dim=1)    :", torch.mean(x, dim=1))
print("nanmean(x, dim=1) :", torch.nanmean(x, dim=1), "<- all-NaN row stays NaN")
print("by hand           :", torch.nansum(x, dim=1) / (~x.isnan()).sum(dim=1))
print("nansum / numel    :", torch.nansum(x, dim=1) / x.size(1), "<- not the same")
print("float16 keeps dtype:", torch.nanmean(torch.tensor([1.0, nan, 2.0], dtype=torch.float16)))
try:
    torch.nanmean(torch.tensor([1 + 1j, complex(nan, 0)]))
except RuntimeError as e:
    print("complex on CPU    :", e)
