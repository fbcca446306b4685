import torch
import torch.nn as nn

x = torch.tensor([[0.5, -2.0, 3.0],
                  [1.0,  0.0, 4.5]])
y = torch.tensor([[0.0,  0.0, 1.0],
                  [1.0, -1.0, 0.5]])
by_hand = (x - y).abs()
print("none:", nn.L1Loss(reduction="none")(x, y))
print("mean:", nn.L1Loss()(x, y).item(), " by hand:", by_hand.mean().item())
print("sum: ", nn.L1Loss(reduction="sum")(x, y).item(), " by hand:", by_hand.sum().item())

# complex input: the loss is the modulus |x - y|, a real number
z = torch.tensor([3 + 4j, 1 + 0j])
print("complex:", nn.L1Loss(reduction="none")(z, torch.zeros(2, dtype=torch.complex64)))
