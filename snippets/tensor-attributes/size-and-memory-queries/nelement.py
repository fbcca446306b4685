import torch

for t in [torch.tensor(7), torch.zeros(3, 4), torch.zeros(0, 4),
          torch.tensor([1.0, 2.0]).expand(1000, 2)]:
    print(f"shape {str(tuple(t.shape)):12} nelement() = {t.nelement():5}  numel() = {t.numel()}")
