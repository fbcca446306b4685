import torch
from torch.nn import init

torch.manual_seed(0); w1 = init.kaiming_normal_(torch.empty(4, 4))
torch.manual_seed(0); w2 = init.kaiming_normal_(torch.empty(4, 4), nonlinearity="relu")
torch.manual_seed(0); w3 = init.kaiming_normal_(torch.empty(4, 4), a=0.01)
print("default equals nonlinearity='relu':", torch.equal(w1, w2))
print("default equals a=0.01 (F.leaky_relu's slope):", torch.equal(w1, w3))
