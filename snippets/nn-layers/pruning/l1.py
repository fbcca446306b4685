import torch
from torch import nn
from torch.nn.utils import prune

lin = nn.Linear(4, 2, bias=False)
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[0.1, -3.0, 0.5, 2.0], [-0.2, 1.0, -4.0, 0.05]]))
ret = prune.l1_unstructured(lin, "weight", amount=0.5)          # 50 % of 8 entries = 4
print("returns the module:", ret is lin)
print("parameters:", [n for n, _ in lin.named_parameters()], " buffers:", [n for n, _ in lin.named_buffers()])
print("mask:\n", lin.weight_mask)
print("weight (= weight_orig * weight_mask):\n", lin.weight)
print("the 4 smallest |w| were removed:", torch.equal(lin.weight_mask == 0, lin.weight_orig.abs() <= 0.5))

lin2 = nn.Linear(4, 2)
prune.l1_unstructured(lin2, "weight", amount=3)                 # an int: exactly 3 entries
print("amount=3 -> zeros:", int((lin2.weight == 0).sum()))
