import torch

print("device('cuda') == device('cuda:0'):", torch.device("cuda") == torch.device("cuda:0"))
print("device('cpu') == 'cpu'            :", torch.device("cpu") == "cpu")
x = torch.zeros(2)
print("x.device == torch.device('cpu')   :", x.device == torch.device("cpu"))
print("x.device.type == 'cpu'            :", x.device.type == "cpu")
print("x.device.index (CPU tensor)       :", x.device.index)
