from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU())
model.append(nn.Linear(8, 2))
model.insert(0, nn.Flatten())
print(model)
del model[0]
print("after del model[0]:", [type(m).__name__ for m in model])
