import torch

drop = torch.nn.Dropout(p=0.5)
bn = torch.nn.BatchNorm1d(1)
x = torch.ones(8)
batch = torch.tensor([[1.0], [3.0]])

with torch.inference_mode():
    print("drop.training inside inference_mode:", drop.training)
    print("dropout still active:", drop(x))
    print("batch norm output:", bn(batch).flatten())
print("bn.running_mean updated by that call:", bn.running_mean)

drop.eval()
bn.eval()
with torch.inference_mode():
    print("dropout after eval():", drop(x))
    print("batch norm after eval():", bn(batch).flatten())
