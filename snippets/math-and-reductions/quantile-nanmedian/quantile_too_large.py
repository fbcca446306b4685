# raises: RuntimeError
# timeout: 60
import torch

x = torch.rand(20_000_000)
print("kthvalue works  :", round(x.kthvalue(x.numel() // 2).values.item(), 2))
print("sort works      :", round(x.sort().values[x.numel() // 2].item(), 2))
torch.quantile(x, 0.5)
