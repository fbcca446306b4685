from torch import nn
from torch.nn.utils import prune

a = nn.Linear(2, 2)
try:
    prune.global_unstructured([(a, "weight")], pruning_method=prune.l1_unstructured, amount=0.5)
except TypeError as e:
    print("the function instead of the class: TypeError:", e)
try:
    prune.global_unstructured([(a, "weight")], pruning_method=prune.LnStructured, amount=0.5, n=2, dim=0)
except TypeError as e:
    print("a structured class: TypeError:", e)
