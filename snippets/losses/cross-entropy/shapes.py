import torch
from torch import nn

loss_fn = nn.CrossEntropyLoss(reduction="none")
print("(N, C) + (N,)        ->", tuple(loss_fn(torch.randn(4, 5), torch.tensor([0, 1, 4, 2])).shape))
print("(C,) + ()            ->", tuple(loss_fn(torch.randn(5), torch.tensor(3)).shape))
seg_logits = torch.randn(2, 5, 8, 8)                # (N, C, H, W): classes in dim 1
seg_target = torch.randint(0, 5, (2, 8, 8))         # (N, H, W)
print("(N, C, H, W) + (N, H, W) ->", tuple(loss_fn(seg_logits, seg_target).shape))
print("target dtype:", seg_target.dtype)
