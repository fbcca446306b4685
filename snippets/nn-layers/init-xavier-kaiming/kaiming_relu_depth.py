import torch
from torch.nn import init

def final_std(init_fn):
    x = torch.randn(1024, 256)
    for _ in range(30):
        w = torch.empty(256, 256)
        init_fn(w)
        x = torch.relu(x @ w.T)
    return x.pow(2).mean().sqrt().item()

print("30 ReLU layers, kaiming_normal_(relu):", round(final_std(lambda w: init.kaiming_normal_(w, nonlinearity="relu")), 4))
print("30 ReLU layers, xavier_normal_:       ", final_std(init.xavier_normal_))
print("30 ReLU layers, normal_(std=0.01):    ", final_std(lambda w: init.normal_(w, std=0.01)))
