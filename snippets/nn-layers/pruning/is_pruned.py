from torch import nn
from torch.nn.utils import prune

model = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 1))
print("before:", prune.is_pruned(model))
prune.random_unstructured(model[2], "weight", amount=0.5)
print("after pruning a submodule:", prune.is_pruned(model), " the ReLU:", prune.is_pruned(model[1]))
