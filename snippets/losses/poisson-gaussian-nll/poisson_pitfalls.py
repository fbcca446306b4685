import warnings
import torch
import torch.nn.functional as F

# 1. log_input=True (default) but the model outputs a rate: exp(rate) is used as the rate
rate = torch.tensor([4.0, 5.0])
y = torch.tensor([4.0, 5.0])
print("rate passed with log_input=True :", F.poisson_nll_loss(rate, y).item())
print("rate passed with log_input=False:", F.poisson_nll_loss(rate, y, log_input=False).item())

# 2. a rate of exactly 0 with log_input=False: log(0 + eps)
print("rate 0, count 3, log_input=False:", F.poisson_nll_loss(torch.tensor([0.0]), torch.tensor([3.0]), log_input=False).item())

# 3. shapes broadcast without any warning
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    out = F.poisson_nll_loss(torch.zeros(3, 1), torch.tensor([0.0, 1.0, 2.0]), reduction="none")
print("(3, 1) vs (3,) -> shape", tuple(out.shape), " warnings:", len(w))
