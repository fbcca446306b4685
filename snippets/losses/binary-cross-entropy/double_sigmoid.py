import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([-10.0, 0.0, 10.0])
y = torch.tensor([0.0, 1.0, 1.0])
seen = torch.sigmoid(torch.sigmoid(x))       # what the loss sees after a model-side sigmoid
print("probability the loss sees:", seen)
print("correct loss:       ", nn.BCEWithLogitsLoss(reduction="none")(x, y))
print("double sigmoid loss:", nn.BCEWithLogitsLoss(reduction="none")(torch.sigmoid(x), y))
