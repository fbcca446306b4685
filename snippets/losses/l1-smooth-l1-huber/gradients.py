import torch
import torch.nn.functional as F

d = torch.tensor([0.0, 0.1, 0.5, 1.5, 5.0, -5.0])      # input - target
for name, fn in [("l1", lambda x: F.l1_loss(x, torch.zeros(6), reduction="sum")),
                 ("smooth_l1 beta=1", lambda x: F.smooth_l1_loss(x, torch.zeros(6), reduction="sum")),
                 ("smooth_l1 beta=2", lambda x: F.smooth_l1_loss(x, torch.zeros(6), beta=2.0, reduction="sum")),
                 ("huber delta=2", lambda x: F.huber_loss(x, torch.zeros(6), delta=2.0, reduction="sum"))]:
    x = d.clone().requires_grad_()
    fn(x).backward()
    print(f"{name:17s} grad:", x.grad)
