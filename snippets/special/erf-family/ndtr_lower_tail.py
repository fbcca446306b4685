import math

import torch

x = torch.tensor([-5.0, -6.0, -8.0, -9.0, -20.0], dtype=torch.float64)
exact = [0.5 * math.erfc(-v / math.sqrt(2)) for v in x.tolist()]
print("exact (math.erfc)  :", ["%.4e" % v for v in exact])
print("ndtr float64       :", torch.special.ndtr(x))
print("ndtr float32       :", torch.special.ndtr(x.float()))
print("erfc(-x/sqrt2) / 2 :", torch.erfc(-x / math.sqrt(2)) / 2)
print("log_ndtr float32   :", torch.special.log_ndtr(x.float()))
print("log of exact       :", torch.tensor([math.log(v) for v in exact]))
