import torch
import torch.nn as nn

log_rate = torch.tensor([0.5, -1.0, 2.0, 1.0])    # model output: log of the Poisson rate
counts = torch.tensor([2.0, 0.0, 5.0, 3.0])        # observed counts

loss = nn.PoissonNLLLoss(reduction="none")(log_rate, counts)      # log_input=True (default)
print("log_input=True :", loss)
print("  max |loss - (exp(x) - y*x)|:", (loss - (log_rate.exp() - counts * log_rate)).abs().max().item())

rate = log_rate.exp()                              # the same model, outputting the rate itself
loss2 = nn.PoissonNLLLoss(log_input=False, reduction="none")(rate, counts)
print("log_input=False:", loss2)
print("  max |loss - (x - y*log(x + eps))|:", (loss2 - (rate - counts * torch.log(rate + 1e-8))).abs().max().item())
print("mean:", nn.PoissonNLLLoss()(log_rate, counts).item(), " sum:", nn.PoissonNLLLoss(reduction="sum")(log_rate, counts).item())
